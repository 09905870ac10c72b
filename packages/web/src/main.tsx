import { render } from 'preact';
import { App } from './app/App';
import { registerOfflineApp } from './app/offline';
import './styles/app.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
registerOfflineApp();
