// How soon a low-end phone on a slow mobile network sees SkillSync: Chromium with CDP throttling (400 kbps down
// and up, 400 ms round trip, 390 px wide, cold cache), against the real server serving the built app.
// Prints the time until the landing page's headline and the Problem Wall's first card are on screen (the targets),
// and until the sign-in form and the wall's search take input (the app has started; reported, no target), and
// writes bench/results/web-3g.json. Run `npm run build` first.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltApp } from './built-app.ts';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
const SCENARIOS = [
  { name: 'landing', path: '/', what: 'headline', selector: 'h1', target: 2500 },
  { name: 'wall', path: '/problems', what: 'first card', selector: 'article h2 a', target: 4000 },
  { name: 'login usable', path: '/login', what: 'form takes input', selector: 'input[name="email"]:enabled' },
  { name: 'wall usable', path: '/problems', what: 'search takes input', selector: 'main input[type="search"]:enabled' },
] as const;
const THROTTLE = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

const server = await startBuiltApp({ problems: 20 });
const { base } = server;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** Milliseconds from navigation start until `selector` is visible, on a throttled cold page. */
async function timeUntilVisible(url: string, selector: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const elapsed = Date.now() - start;
  await context.close();
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results: Record<string, { runs: number[]; median: number; target?: number }> = {};
for (const scenario of SCENARIOS) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timeUntilVisible(`${base}${scenario.path}`, scenario.selector));
  results[scenario.name] = { runs, median: median(runs), ...('target' in scenario && { target: scenario.target }) };
}

await browser.close();
await server.close();

const lines = [
  '| page | what | median | runs | target |',
  '| --- | --- | ---: | --- | ---: |',
  ...SCENARIOS.map(({ name, path, what }) => {
    const result = results[name];
    return `| ${path} | ${what} | ${result?.median} ms | ${result?.runs.join(', ')} | ${result?.target ? `${result.target} ms` : '—'} |`;
  }),
];
process.stdout.write(`400 kbps / 400 ms RTT, 390 px, cold cache, ${RUNS} runs each\n${lines.join('\n')}\n`);
writeFileSync(
  path.join(import.meta.dirname, 'results/web-3g.json'),
  `${JSON.stringify({ date: new Date().toISOString(), throttle: THROTTLE, results }, null, 2)}\n`,
);
