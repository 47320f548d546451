/**
 * A jest reporter that prints, after the run, where the time went: the slowest test files
 * (their own wall time) and the sum over all files, so a suite that grows slow is seen in CI.
 */
class TimingsReporter {
  constructor(_globalConfig, options = {}) {
    this.top = options.top ?? 12;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((r) => ({
        file: r.testFilePath.replace(/^.*?\/(api|common|backoffice|public-web)\//, '$1/'),
        ms: r.perfStats.end - r.perfStats.start,
      }))
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = files.slice(0, this.top).map((f) => `${seconds(f.ms)}  ${f.file}`);
    process.stdout.write(
      `\nSlowest test files (${files.length} files, ${seconds(total).trim()} of worker time in all):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = TimingsReporter;
