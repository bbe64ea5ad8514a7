import './app/bootstrap.scss';
import 'bootstrap-icons/font/bootstrap-icons.css';
import 'react-toastify/ReactToastify.css';
import './app/app.css';
import './app/contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readStoredTheme } from './lib/theme';

// Before the first render, so a dark-theme user never sees a light flash.
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
