/**
 * The shared libraries the first render needs, except react-dom/client: imported from the entry on
 * their own, so that Module Federation evaluates each as soon as its files are in. React DOM's
 * client, the largest file of the first screen, arrives last on a slow link; until now every
 * library was evaluated only once it was in too (by the bootstrap module), and the CPU sat idle
 * while it downloaded. The same modules and files as the bootstrap's: nothing more is downloaded.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-redux';
import '@reduxjs/toolkit';
import 'react-router-dom';
import 'i18next';
import 'react-i18next';
import '@mantine/core';
import { warmFormats } from 'shared-auth';

// The number and date formatters of the visit's language too (ICU's data), when the CPU is idle
// between two files: otherwise made inside the first render of a page with amounts or dates, which
// a profile of /donations showed ~70 ms longer on a slow phone (a page without them loses nothing).
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => warmFormats());
else setTimeout(() => warmFormats(), 0);
