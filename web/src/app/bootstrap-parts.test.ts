import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * bootstrap.scss leaves out the Bootstrap components no screen renders. A react-bootstrap component
 * of one of those would render unstyled: it needs its partial back in bootstrap.scss first.
 */
const LEFT_OUT: Record<string, string> = {
  Accordion: 'accordion',
  Carousel: 'carousel',
  Figure: 'images',
  Image: 'images',
  Offcanvas: 'offcanvas',
  OverlayTrigger: 'tooltip or popover',
  Pagination: 'pagination',
  Popover: 'popover',
  ProgressBar: 'progress',
  Toast: 'toasts',
  ToastContainer: 'toasts',
  Tooltip: 'tooltip',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("Bootstrap's CSS", () => {
  it('has the partial of every react-bootstrap component the app imports', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const unstyled = sources(src).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from 'react-bootstrap\/(\w+)'/g)]
        .map((match) => match[1]!)
        .filter((component) => component in LEFT_OUT)
        .map((component) => `${path.relative(src, file)}: ${component} needs _${LEFT_OUT[component]}.scss`),
    );
    expect(unstyled).toEqual([]);
  });
});
