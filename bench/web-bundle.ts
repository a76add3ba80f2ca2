/**
 * The web app's initial JavaScript, gzipped: the entry script and every chunk index.html
 * preloads beside it, which the browser fetches before any screen can run. Also the
 * JavaScript each named screen needs on top of that (its lazy chunks and what they
 * import), and the modules that weigh most in the initial load.
 *
 * It builds in memory with web/vite.config.ts, so web/dist (which the e2e tests serve) is
 * left alone, and the module sizes come from the bundler itself.
 *
 *   npx tsx --conditions=@teamledger/source bench/web-bundle.ts
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import type { Figure } from './report.js';

const WEB_ROOT = fileURLToPath(new URL('../web/', import.meta.url));

/** issue 16: the initial JavaScript stays under 150 kB gzipped (kB = 1,000 bytes, as Vite prints). */
export const INITIAL_JS_TARGET_BYTES = 150_000;

export interface Screen {
  /** The address, for the table. */
  name: string;
  /** The lazy route modules (relative to web/) a visit loads: a screen and its layout. */
  routes: string[];
}

const LAYOUT = 'src/app/routes/app/layout.tsx';

/** The sign-in page and the two timed reports. */
const DEFAULT_SCREENS: Screen[] = [
  { name: '/', routes: ['src/app/routes/login.tsx'] },
  { name: '/StandUpReport', routes: [LAYOUT, 'src/app/routes/app/reports/standups.tsx'] },
  { name: '/report1', routes: [LAYOUT, 'src/app/routes/app/reports/login-hours.tsx'] },
];

export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ScreenJs {
  screen: string;
  /** Chunks a visit needs that are not in the initial load. */
  files: JsFile[];
  gzipBytes: number;
  /** Initial load plus the screen's own chunks: what a first visit to it downloads. */
  totalGzipBytes: number;
}

export interface ModuleWeight {
  /** Path under node_modules, or relative to the repository. */
  module: string;
  /** Bytes the module adds to its chunk, after tree-shaking and before minifying. */
  renderedBytes: number;
  file: string;
}

export interface WebBundleFigures {
  initialFiles: JsFile[];
  initialGzipBytes: number;
  targetGzipBytes: number;
  screens: ScreenJs[];
  /** The heaviest modules of the initial load, heaviest first. */
  biggestInitialModules: ModuleWeight[];
}

export interface WebBundleOptions {
  /** Screens to report the extra JavaScript of. */
  screens?: Screen[];
  /** How many of the initial load's modules to list. */
  topModules?: number;
}

const jsFile = (chunk: Rolldown.OutputChunk): JsFile => ({
  file: chunk.fileName,
  bytes: Buffer.byteLength(chunk.code),
  gzipBytes: gzipSync(chunk.code).length,
});

const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

/** Paths as people read them: the package's path under node_modules, or the repo path. */
function shortModuleId(id: string): string {
  const inPackages = id.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return id.slice(inPackages + '/node_modules/'.length);
  const repoRoot = fileURLToPath(new URL('../', import.meta.url));
  return id.startsWith(repoRoot) ? id.slice(repoRoot.length) : id;
}

/** The file names index.html loads as scripts or module preloads, in its order. */
export function scriptsOfHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
}

/** A chunk and every chunk it imports statically, transitively: what loading it costs. */
function staticClosure(start: string[], chunks: Map<string, Rolldown.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

async function buildInMemory(): Promise<Rolldown.OutputBundle[number][]> {
  const output = await build({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { write: false },
  });
  if (!Array.isArray(output) && 'output' in output) return output.output;
  throw new Error('the web build did not return one bundle');
}

export async function run({
  screens = DEFAULT_SCREENS,
  topModules = 15,
}: WebBundleOptions = {}): Promise<WebBundleFigures> {
  const output = await buildInMemory();
  const chunks = new Map(
    output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const html = output.find((item) => item.type === 'asset' && item.fileName === 'index.html');
  if (!html || html.type !== 'asset') throw new Error('the web build has no index.html');

  // What index.html names, plus anything those chunks import that it forgot to preload.
  const initial = staticClosure(scriptsOfHtml(String(html.source)), chunks);
  const initialFiles = [...initial].flatMap((file) => {
    const chunk = chunks.get(file);
    return chunk ? [jsFile(chunk)] : [];
  });
  const initialGzipBytes = sum(initialFiles);

  const screenFigures = screens.map((screen): ScreenJs => {
    const starts = screen.routes.flatMap((route) => {
      const id = join(WEB_ROOT, route);
      const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
      if (chunk) return [chunk.fileName];
      // A route bundled into the initial load costs nothing more.
      if ([...initial].some((file) => chunks.get(file)?.moduleIds.includes(id))) return [];
      throw new Error(`${route} is in no chunk of the web build`);
    });
    const files = [...staticClosure(starts, chunks)]
      .filter((file) => !initial.has(file))
      .flatMap((file) => {
        const chunk = chunks.get(file);
        return chunk ? [jsFile(chunk)] : [];
      });
    return {
      screen: screen.name,
      files,
      gzipBytes: sum(files),
      totalGzipBytes: initialGzipBytes + sum(files),
    };
  });

  const biggestInitialModules = [...initial]
    .flatMap((file) =>
      Object.entries(chunks.get(file)?.modules ?? {}).map(([id, module]) => ({
        module: shortModuleId(id),
        renderedBytes: module.renderedLength,
        file,
      })),
    )
    .sort((a, b) => b.renderedBytes - a.renderedBytes)
    .slice(0, topModules);

  return {
    initialFiles,
    initialGzipBytes,
    targetGzipBytes: INITIAL_JS_TARGET_BYTES,
    screens: screenFigures,
    biggestInitialModules,
  };
}

const kB = (bytes: number) => `${(bytes / 1_000).toFixed(2)} kB`;

/** npm run bench's figures: the initial load against its target, each screen's extra in notes. */
export async function runWebBundle(): Promise<{ figures: Figure[]; notes: string[] }> {
  const figures = await run({ topModules: 5 });
  return {
    figures: [
      {
        name: 'initial JavaScript, gzipped',
        value: figures.initialGzipBytes / 1_000,
        unit: 'kB',
        target: { kind: 'atMost', limit: figures.targetGzipBytes / 1_000 },
      },
    ],
    notes: [
      `initial files: ${figures.initialFiles.map((f) => `${f.file} ${kB(f.gzipBytes)}`).join(', ')}`,
      ...figures.screens.map(
        (s) =>
          `${s.screen} adds ${kB(s.gzipBytes)} on its first visit (${kB(s.totalGzipBytes)} with the initial load)`,
      ),
      `heaviest initial modules (before minifying): ${figures.biggestInitialModules
        .map((m) => `${m.module} ${kB(m.renderedBytes)}`)
        .join(', ')}`,
    ],
  };
}

function print(figures: WebBundleFigures): void {
  const verdict = figures.initialGzipBytes < figures.targetGzipBytes ? 'under' : 'OVER';
  console.log(
    `Initial JavaScript: ${kB(figures.initialGzipBytes)} gzipped, ${verdict} the ` +
      `${kB(figures.targetGzipBytes)} target (${figures.initialFiles.length} files)`,
  );
  console.table(
    figures.initialFiles.map((f) => ({ file: f.file, raw: kB(f.bytes), gzip: kB(f.gzipBytes) })),
  );
  console.log('JavaScript each screen adds on its first visit');
  console.table(
    figures.screens.map((s) => ({
      screen: s.screen,
      'own gzip': kB(s.gzipBytes),
      'with initial': kB(s.totalGzipBytes),
    })),
  );
  console.log('Heaviest modules of the initial load (before minifying)');
  console.table(
    figures.biggestInitialModules.map((m) => ({
      module: m.module,
      size: kB(m.renderedBytes),
      file: m.file,
    })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(print, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
