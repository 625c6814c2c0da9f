import path from 'node:path';
import { expect, test } from './fixtures';

const AXE = path.join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** The public pages, the dark-body film drop among them. */
const PAGES = [
  '/',
  '/drops',
  '/artists',
  '/articles',
  '/projects',
  '/drops/shintaro-desiccation',
  '/drops/vhilsnew',
  '/drops/synthia',
  '/drops/lushsux',
  '/drops/blackfeather',
  '/login',
  '/register',
];

// axe is added to the page as a script: the page's CSP would refuse it (the page renders the same either way).
test.use({ bypassCSP: true });

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe finds nothing serious or critical on the public pages (${label}, ${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'load' });
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      for (const v of violations.filter((v: Violation) => v.impact === 'serious' || v.impact === 'critical'))
        found.push(`${path}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
}
