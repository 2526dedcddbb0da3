/** Writes src/sandbox/operations.generated.ts from openapi/*.yaml. Run: npx tsx src/sandbox/tools/generateOperations.ts */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadDocuments, operationRows, renderOperationTable } from '@/sandbox/tools/operationsFromOpenApi';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const rows = operationRows(loadDocuments(`${root}openapi`));
writeFileSync(`${root}src/sandbox/operations.generated.ts`, renderOperationTable(rows));
console.log(`operations.generated.ts: ${rows.length} operations`);
