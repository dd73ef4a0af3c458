/**
 * Draws the built-in letter model `src/web/public/letters/base.png` (spec 001 §3
 * config_lettera default `base.png`): an A4 page at 150 dpi (1240 × 1754 px) with the
 * letter's body text, a blank address window at x 110 mm, y 55–95 mm, and blanks for the
 * vehicle, plate and due month (written by the PDF at `FIELDS`, letter-layout.ts).
 * Run: `npx tsx scripts/make-base-letter.ts` (needs /usr/bin/chromium).
 */
import { chromium } from '@playwright/test';

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0 }
  body { margin: 0; width: 210mm; height: 297mm; position: relative; font-family: 'DejaVu Serif', serif; color: #222; }
  .t { position: absolute; left: 25mm; width: 160mm; font-size: 11.5pt; line-height: 1.55; }
  h1 { position: absolute; left: 25mm; top: 22mm; margin: 0; font: bold 16pt 'DejaVu Sans', sans-serif; letter-spacing: .5pt; color: #1d4e89; }
  .rule { position: absolute; left: 25mm; top: 32mm; width: 160mm; border-top: 1.2pt solid #1d4e89; }
  .box { position: absolute; left: 22mm; top: 142mm; width: 166mm; height: 30mm; border: .8pt solid #9bb0c9; border-radius: 2mm; }
</style></head><body>
  <h1>AVVISO DI SCADENZA REVISIONE</h1><div class="rule"></div>
  <div class="t" style="top:108mm">Gentile cliente,<br>le ricordiamo che la revisione del veicolo indicato qui sotto è in scadenza nel mese riportato.
  Circolare con la revisione scaduta comporta una sanzione e la sospensione del veicolo dalla circolazione.</div>
  <div class="box"></div>
  <div class="t" style="top:182mm">La aspettiamo in officina: ci chiami o ci scriva per prenotare il suo appuntamento,
  saremo lieti di accoglierla.</div>
  <div class="t" style="top:210mm">Cordiali saluti.</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({
  viewport: { width: 794, height: 1123 },
  deviceScaleFactor: 1240 / 794,
});
await page.setContent(HTML);
await page.screenshot({ path: 'src/web/public/letters/base.png', fullPage: false });
await browser.close();
