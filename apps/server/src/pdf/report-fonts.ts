import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans (SIL Open Font License 1.1), read from its npm package at run time: the server's dependencies
 * stay in node_modules next to the bundle (build.mjs), the font files with them.
 */
const fromServer = createRequire(import.meta.url);
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: Promise<ReportFonts> | undefined;

/** The font files, read once (about 630 kB each; each PDF embeds only the letters it uses). */
export function loadReportFonts(): Promise<ReportFonts> {
  loaded ??= Promise.all([
    readFile(fromServer.resolve(fontFiles.regular)),
    readFile(fromServer.resolve(fontFiles.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}
