import 'server-only';
import { parseEnv } from './parse-env';

/** The validated environment. Importing it from a client component fails the build, by design. */
export const env = parseEnv(process.env);
