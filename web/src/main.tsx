import './styles/global.css';

// The entry is this small on purpose. A page the Worker rendered is readable before any of the
// SPA's code runs, so that code is asked for only after the page's first paint: on a slow phone
// network it then never competes with the styles and images the page shows. (The Worker preloads
// it at once on the pages it does not render, which need it to show anything.)

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/**
 * Once the browser has painted the page's first text: the paint timing entry, which only comes once
 * the frame is on screen (a timer after the next animation frame can still run before it). A browser
 * without paint timing, or one that never reports it, goes on a second after the first frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    const done = () => {
      observer?.disconnect();
      painted();
    };
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : null;
    observer?.observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => setTimeout(done, observer ? 1000 : 0));
  });
}

if (document.getElementById('router-data')) await afterFirstPaint();
const { start } = await import('./app/start');
await start(root);
