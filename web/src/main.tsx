import './styles/global.css';

// The entry is this small on purpose. A page the Worker rendered is readable before any of the
// SPA's code runs, so that code is asked for only after the page's first paint: on a slow phone
// network it then never competes with the styles and images the page shows. (The Worker preloads
// it at once on the pages it does not render, which need it to show anything.)

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

if (document.getElementById('router-data')) {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}
const { start } = await import('./app/start');
await start(root);
