import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route strings are written once, in src/app/paths.ts and each pack's paths.ts: a view links with a paths function, so a
 * route can move without a hunt through every page. This test fails when a view writes a route as a string literal.
 */
const ROUTE_LITERALS: readonly RegExp[] = [
  /\b(?:to|href)=\s*["']\//, // to="/campaigns"
  /\b(?:to|href)=\{\s*[`'"]\//, // to={`/campaigns/${id}`}
  /\bto:\s*[`'"]\//, // { to: '/combat' }
  /\bnavigate\(\s*[`'"]\//, // navigate('/…'), navigate(`/…`)
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const viewFolders = [
  'src/features',
  ...readdirSync('src/systems', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src/systems', entry.name, 'views')),
].filter((dir) => existsSync(dir));

describe('route strings live only in the paths modules', () => {
  it('finds the views to check', () => {
    expect(viewFolders).toContain('src/features');
    expect(viewFolders).toContain(join('src/systems', 'eos', 'views'));
  });

  it('no view writes a route as a string literal (link with paths or the pack’s paths instead)', () => {
    const offenders = viewFolders.flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            ROUTE_LITERALS.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches the literals it is meant to catch', () => {
    const caught = (line: string) => ROUTE_LITERALS.some((re) => re.test(line));
    expect(caught('<Link to="/campaigns">')).toBe(true);
    expect(caught('<Link to={`/campaigns/${id}`}>')).toBe(true);
    expect(caught("<Navigate to={'/'} replace />")).toBe(true);
    expect(caught("await navigate('/campaigns');")).toBe(true);
    expect(caught('void navigate(`/encounters/${id}`);')).toBe(true);
    expect(caught("{ to: '/combat', label: 'Combat' }")).toBe(true);
    expect(caught('<a href="/rulings#R-planner-4">')).toBe(true);
    expect(caught('<Link to={eosPaths.campaign(id)}>')).toBe(false);
    expect(caught('void navigate(location.pathname, { replace: true });')).toBe(false);
    expect(caught('<a href="https://example.com">')).toBe(false);
  });
});
