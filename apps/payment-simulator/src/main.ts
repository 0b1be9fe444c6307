// `npm start -w @coffee/payment-simulator`: both gateways on PAYMENT_SIMULATOR_PORT (4010), with the keys the
// API uses when none are configured.
import { startSimulator } from './server.js';

const port = Number(process.env.PAYMENT_SIMULATOR_PORT ?? 4010);
const simulator = await startSimulator({
  port,
  // 127.0.0.1 unless told otherwise (0.0.0.0 in a container, where the API calls it from another host).
  ...(process.env.PAYMENT_SIMULATOR_HOST && { host: process.env.PAYMENT_SIMULATOR_HOST }),
  // Where browsers open its hosted payment pages, when that is not the address it listens on (a container).
  ...(process.env.PAYMENT_SIMULATOR_PUBLIC_URL && { publicUrl: process.env.PAYMENT_SIMULATOR_PUBLIC_URL }),
  callbacks: {
    delayMs: Number(process.env.PAYMENT_SIMULATOR_CALLBACK_DELAY_MS ?? 0),
    copies: Number(process.env.PAYMENT_SIMULATOR_CALLBACK_COPIES ?? 1),
  },
});
console.log(`payment simulator (PayTabs, OPay) on ${simulator.url}`);
const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
