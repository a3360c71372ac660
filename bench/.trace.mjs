import { lighthouseResult } from './lib/lighthouse.mjs';
const url = process.argv[2];
const { lhr, artifacts } = await lighthouseResult(url, ['performance']);
const ev = artifacts.Trace.traceEvents;
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
const t0 = nav.ts; const pid = nav.pid; const tid = nav.tid;
const ms = ts => ((ts - t0) / 1000).toFixed(1);
const lcps = ev.filter(e => e.name === 'largestContentfulPaint::Candidate' && e.pid===pid);
console.log('LCP candidates', lcps.map(e => ms(e.ts) + ' ' + e.args.data.type + ' ' + e.args.data.size));
console.log('lantern LCP', lhr.audits['largest-contentful-paint'].numericValue, 'observed', lhr.audits.metrics.details.items[0].observedLargestContentfulPaint);
// network finishes
const recv = ev.filter(e => e.name === 'ResourceFinish' || e.name==='ResourceSendRequest');
const urlOf = new Map(ev.filter(e=>e.name==='ResourceSendRequest').map(e=>[e.args.data.requestId, e.args.data.url]));
for (const e of ev.filter(e=>['ResourceSendRequest','ResourceFinish','ResourceReceiveResponse'].includes(e.name)).sort((a,b)=>a.ts-b.ts)) {
  const u = urlOf.get(e.args.data.requestId) || '';
  if (e.name==='ResourceFinish') console.log(ms(e.ts), 'finish', u.replace(/^.*\//,'').slice(0,50));
  if (e.name==='ResourceSendRequest') console.log(ms(e.ts), 'send  ', u.replace(/^.*\//,'').slice(0,50), e.args.data.priority);
}
const lastLcp = lcps.at(-1)?.ts ?? 0;
// main thread top-level tasks and their children summary
const main = ev.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts <= lastLcp + 20000);
for (const task of main.filter(e => e.name === 'RunTask' && e.dur > 1000)) {
  const kids = main.filter(e => e !== task && e.ts >= task.ts && e.ts + (e.dur||0) <= task.ts + task.dur && e.dur > 500 && e.name!=='RunTask');
  const sum = {};
  for (const k of kids) sum[k.name] = (sum[k.name]||0) + k.dur/1000;
  console.log(ms(task.ts), 'task', (task.dur/1000).toFixed(1), JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k,v])=>[k,+v.toFixed(1)]))));
}
for (const e of ev.filter(e => e.pid===pid && ['firstPaint','firstContentfulPaint','MarkLoad','MarkDOMContent'].includes(e.name))) console.log(ms(e.ts), e.name);
// compositor/raster threads
const other = ev.filter(e => e.pid === pid && e.tid !== tid && e.ph==='X' && e.ts>=t0 && e.ts<=lastLcp && e.dur>2000);
const byName = {}; for (const e of other) byName[e.name]=(byName[e.name]||0)+e.dur/1000;
console.log('other threads >2ms', JSON.stringify(byName));
const gpu = ev.filter(e => e.ph==='X' && e.ts>=t0 && e.ts<=lastLcp && e.dur>3000 && e.pid!==pid);
const gb = {}; for (const e of gpu) gb[e.name]=(gb[e.name]||0)+e.dur/1000; console.log('other procs >3ms', JSON.stringify(gb));
console.log('--- all events on main thread 60..240ms, dur>0.8ms');
for (const e of ev.filter(e => e.pid===pid && e.tid===tid && e.ph==='X' && e.ts>=t0+60000 && e.ts<=t0+240000 && e.dur>800).sort((a,b)=>a.ts-b.ts))
  console.log(ms(e.ts), (e.dur/1000).toFixed(1), e.name, (e.args?.data?.url||e.args?.beginData?.url||'').replace(/^.*\//,'').slice(0,40));
console.log('--- other threads of renderer', [...new Set(ev.filter(e=>e.pid===pid).map(e=>e.tid))].map(t=>t+':'+(ev.find(e=>e.pid===pid&&e.tid===t&&e.name==='thread_name')?.args?.name)).join(' '));
for (const e of ev.filter(e => e.pid===pid && e.tid!==tid && e.ph==='X' && e.ts>=t0+100000 && e.ts<=t0+240000 && e.dur>1500).sort((a,b)=>a.ts-b.ts))
  console.log(ms(e.ts), (e.dur/1000).toFixed(1), e.tid, e.name);
