import './app/zodJitless.ts';
import '@mantine/core/styles.css';
import './app/coarsePointer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { i18nReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first screen waits for its language's texts; should they fail to load, it shows the keys
// rather than nothing.
void i18nReady.then(render, render);
