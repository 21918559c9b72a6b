/** fontkit (pdfkit's font engine) ships no types; only the tests open fonts with it directly. */
declare module 'fontkit';
