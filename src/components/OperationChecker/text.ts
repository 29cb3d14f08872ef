// The page's words that both of its modules show.
import {OPERATION_MAX_BREADTH, OPERATION_MAX_DEPTH} from '@site/src/data/platform-facts';

export const TITLE = 'Verificador de operações';

export const DEFAULT_LIMITS_TEXT = `${OPERATION_MAX_DEPTH} níveis de profundidade ou ${OPERATION_MAX_BREADTH} campos`;
