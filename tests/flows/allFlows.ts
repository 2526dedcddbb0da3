/**
 * The flows every gate runs on: the catalogue plus the tooling's own fixture.
 */
import { catalogue } from '@machines/catalogue';
import type { FlowDescriptor } from '@machines/flow';
import { voucherFlow } from './fixtures/voucher.flow';

export const allFlows: FlowDescriptor[] = [...catalogue, voucherFlow as unknown as FlowDescriptor];
