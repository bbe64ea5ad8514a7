import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js refuse an import that runs back up a floor of the server, or
 * from one web feature into another: each case lints a one-line file at a real path of the tree.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  // The probe is not on disk, so the type-aware rules (which need it in a tsconfig) stay out.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('imports only point down (eslint.config.js)', () => {
  it('refuses the server importing upwards: db from a module, a module from setup', async () => {
    expect(
      await boundaryErrors(
        'server/src/db/probe.ts',
        "import { listBeds as imported } from '../modules/places/beds.service';",
      ),
    ).toEqual([expect.stringContaining('db sits below these')]);
    expect(
      await boundaryErrors(
        'server/src/modules/places/probe.ts',
        "import { prepareDatabase as imported } from '../../setup/prepare';",
      ),
    ).toEqual([expect.stringContaining('modules sits below these')]);
  });

  it('refuses users/ importing auth/, and audit/ or passwords/ importing either', async () => {
    expect(
      await boundaryErrors(
        'server/src/modules/users/probe.ts',
        "import { SessionCache as imported } from '../auth/session-cache';",
      ),
    ).toEqual([expect.stringContaining('users/ imports nothing of auth/')]);
    expect(
      await boundaryErrors(
        'server/src/modules/audit/probe.ts',
        "import { listStaff as imported } from '../users/staff.service';",
      ),
    ).toEqual([expect.stringContaining('sit below auth/ and users/')]);
    expect(
      await boundaryErrors(
        'server/src/modules/auth/probe.ts',
        "import { recordAudit as imported } from '../audit/audit';",
      ),
    ).toEqual([]);
  });

  it('lets the server import downwards', async () => {
    expect(
      await boundaryErrors(
        'server/src/modules/places/probe.ts',
        "import { sql as imported } from '../../db/sql';",
      ),
    ).toEqual([]);
  });

  it('refuses one web feature importing another, and components importing a feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/places/components/probe.tsx',
        "import { useTenant as imported } from '../../tenants/api/get-tenant';",
      ),
    ).toEqual([expect.stringContaining('Features never import each other')]);
    expect(
      await boundaryErrors(
        'web/src/components/probe.tsx',
        "import { useBeds as imported } from '../features/places/api/get-beds';",
      ),
    ).toEqual([expect.stringContaining('they import none')]);
  });
});
