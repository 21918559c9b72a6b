export const env: Readonly<Record<string, string | undefined>>;
export const host: string;
