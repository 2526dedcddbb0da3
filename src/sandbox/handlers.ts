/**
 * Every sandbox handler, for any origin (`*\/sandbox/...`), in matching order: the fault layer first
 * (it answers only when a fault is set), the control endpoints, the documented services, then the
 * two provider-pattern sign-in paths that must not shadow /auth/line_login and friends.
 *
 * Extension point: another area adds `src/sandbox/<area>/handlers.ts` exporting `handlers` and ONE
 * import line below, spread into the list.
 */
import { controlHandlers, faultHandler, setCommittingHandlers } from '@/sandbox/control';
import { modulesAccountHandlers, modulesProviderHandlers } from '@/sandbox/services/modulesAccount';
import { modulesCatalogueHandlers } from '@/sandbox/services/modulesCatalogue';
import { blobHandlers, cartHandlers, miscHandlers, webApiHandlers } from '@/sandbox/services/otherServices';
import { handlers as lineHandlers } from '@/sandbox/line/handlers';
import { pointCodeHandlers } from '@/sandbox/pointCodes/handlers';
import { handlers as cartWebHandlers } from '@/sandbox/cart/handlers';

const committingHandlers = [
  ...modulesAccountHandlers,
  ...modulesCatalogueHandlers,
  ...cartHandlers,
  ...webApiHandlers,
  ...blobHandlers,
  ...miscHandlers,
  ...lineHandlers,
  ...pointCodeHandlers,
  ...cartWebHandlers,
  ...modulesProviderHandlers,
];
setCommittingHandlers(committingHandlers);

export const handlers = [faultHandler, ...controlHandlers, ...committingHandlers];
