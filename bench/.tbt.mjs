import { lighthouseResult } from './lib/lighthouse.mjs';
const [url, n = 5] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  const { lhr } = await lighthouseResult(url, ['performance']);
  const tasks = lhr.audits['long-tasks']?.details?.items?.slice(0, 4).map((t) => `${(t.url ?? '').replace(/^.*\//, '')}:${Math.round(t.duration)}`).join(' ');
  console.log(Math.round(lhr.audits['total-blocking-time'].numericValue), Math.round(lhr.audits['largest-contentful-paint'].numericValue), tasks);
}
