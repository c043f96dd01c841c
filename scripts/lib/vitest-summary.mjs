/**
 * Totals from one vitest JSON report. A test file that fails to load (a broken import, a syntax
 * error) runs no test, so vitest leaves it out of numFailedTests; it counts here as one failure,
 * or the closing line could say "0 failed" over a red run.
 */
export function summariseReport(report) {
  const unloadedFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloadedFiles.length,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    ran: report.numTotalTests,
    unloadedFiles: unloadedFiles.map((file) => file.name),
  };
}
