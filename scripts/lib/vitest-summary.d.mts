export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  numTotalTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

export function summariseReport(report: VitestJsonReport): {
  passed: number;
  failed: number;
  skipped: number;
  ran: number;
  unloadedFiles: string[];
};
