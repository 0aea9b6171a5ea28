import sharp from 'sharp';
import { createWorker } from 'tesseract.js';
const langs = process.argv[2] || 'spa';
const scale = Number(process.argv[3] || 1.5);
let t = Date.now();
const worker = await createWorker(langs, 1, { langPath: '/tmp/i15/lang', cacheMethod: 'none', gzip: true });
console.log('init', Date.now() - t);
for (let i = 0; i < 3; i++) {
  t = Date.now();
  const img = sharp('/tmp/i15/stats.jpg');
  const meta = await img.metadata();
  const pre = await sharp('/tmp/i15/stats.jpg').grayscale().negate().resize(Math.round(meta.width * scale)).threshold(100).png().toBuffer();
  const t1 = Date.now();
  await worker.setParameters({ tessedit_pageseg_mode: '12' });
  const r = await worker.recognize(pre, {}, { blocks: true, text: true });
  console.log('pre', t1 - t, 'rec', Date.now() - t1);
  if (i === 0) console.log(r.data.text);
}
await worker.terminate();
