import './index.css';

// The page paints before any of the app's code runs. The server's HTML (a rendered page, or the skeleton) paints
// whole once parsed: index.html holds rendering until `#root` is parsed, so there is one first paint, not one per
// slice of HTML. Then the app's code is evaluated: on a slow phone, evaluating React and the router first would hold
// that paint back by a few hundred milliseconds.
// A rendered page also leaves its code to download until then (the server lists it in `#page-code`), so that on a
// slow network its HTML does not share the bandwidth with a hundred kilobytes of script. A skeleton's code is
// already downloading: the server named it in preload links.

/** Resolves once the browser reports the page's first paint; a page in a background tab paints nothing: a timer. */
function firstPaint() {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function preloadPageCode() {
  const list = document.getElementById('page-code')?.textContent;
  for (const file of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

await firstPaint();
preloadPageCode();
await import('./main.tsx');
