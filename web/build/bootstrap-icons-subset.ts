import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Build-time trimming of the icon font every screen downloads (issue 15, the size budget; decision
 * 029). It reads the app's sources, so an icon added in code is kept without a list to update. Dev
 * mode (`vite`) serves the whole font.
 */

const SOURCE_FILE = /\.(ts|tsx|html)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/** Every `bi-name` written in the sources, e.g. `<i className="bi bi-trash">` or `icon: 'bi-pencil'`. */
export function iconsUsedIn(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g)) names.add(match[1]!);
  return [...names].sort();
}

/**
 * Bootstrap Icons with only the icons the sources name: the stylesheet keeps its base rules and one rule
 * per used icon, and the font is cut to those glyphs (134 kB → a few kB), emitted as a hashed asset.
 */
export function bootstrapIconsSubset(sourceDir: string): Plugin {
  const iconsCss = /bootstrap-icons\/font\/bootstrap-icons\.css$/;
  return {
    name: 'bootstrap-icons-subset',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!iconsCss.test(id)) return null;
      const fontDir = path.dirname(id);
      const codepoints = JSON.parse(
        fs.readFileSync(path.join(fontDir, 'bootstrap-icons.json'), 'utf8'),
      ) as Record<string, number>;
      const texts = sourceFiles(sourceDir).map((file) => fs.readFileSync(file, 'utf8'));
      const names = iconsUsedIn(texts).filter((name) => codepoints[name] !== undefined);
      const glyphs = names.map((name) => String.fromCodePoint(codepoints[name]!)).join('');
      const font = await subsetFont(
        fs.readFileSync(path.join(fontDir, 'fonts', 'bootstrap-icons.woff2')),
        glyphs,
        {
          targetFormat: 'woff2',
        },
      );
      const hash = crypto.createHash('sha256').update(font).digest('hex').slice(0, 10);
      const fileName = `assets/bootstrap-icons-${hash}.woff2`;
      this.emitFile({ type: 'asset', fileName, source: font });

      const original = fs.readFileSync(id, 'utf8');
      const base = original.slice(0, original.indexOf('.bi-123::before')).replace(
        /src: url\([^;]*;/s,
        // An absolute URL the build leaves as it is: the emitted file's own path.
        `src: url("/${fileName}") format("woff2");`,
      );
      const rules = names.map(
        (name) => `.bi-${name}::before { content: "\\${codepoints[name]!.toString(16)}"; }`,
      );
      return `${base}${rules.join('\n')}\n`;
    },
  };
}
