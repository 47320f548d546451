import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * Prints, after the run, where the browser tests' time went: every spec file's total (both widths)
 * and the slowest tests, so CI shows what to speed up before the run outgrows its budget.
 */
export default class TimingsReporter implements Reporter {
  private readonly byFile = new Map<string, number>();
  private readonly tests: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
    const project = test.parent.project()?.name ?? '';
    this.tests.push({ title: `[${project}] ${file}:${test.location.line} ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    if (!this.tests.length) return; // --list, or nothing ran
    const files = [...this.byFile].sort((a, b) => b[1] - a[1]);
    const total = files.reduce((sum, [, ms]) => sum + ms, 0);
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 15);
    process.stdout.write(
      `\nSpec files by time (${files.length} files, ${seconds(total).trim()} of worker time in all):\n` +
        files.map(([file, ms]) => `${seconds(ms)}  ${file}`).join('\n') +
        `\n\nSlowest tests:\n${slowest.map((t) => `${seconds(t.ms)}  ${t.title}`).join('\n')}\n`,
    );
  }
}
