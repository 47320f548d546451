import { takeContractMismatches } from './contract';

// Every test fails that received an answer not matching its route's declared common type (test/contract.ts).
afterEach(() => {
  const mismatches = takeContractMismatches();
  if (mismatches.length) throw new Error(`Answers that break the API contract:\n${mismatches.join('\n')}`);
});
