// `npm start -w @coffee/payment-simulator`: both gateways and the courier on PAYMENT_SIMULATOR_PORT (4010), with
// the keys the API uses when none are configured.
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
  courier: {
    // Parcels move on their own, one state every so long (0 = only on command, from each delivery's page).
    autoPlayMs: Number(process.env.COURIER_SIMULATOR_STEP_MS ?? 0),
    delayMs: Number(process.env.COURIER_SIMULATOR_DELAY_MS ?? 0),
    copies: Number(process.env.COURIER_SIMULATOR_COPIES ?? 1),
    reorder: process.env.COURIER_SIMULATOR_REORDER === 'true',
  },
});
console.log(
  `payment simulator (PayTabs, OPay, FawryPay: outlet at ${simulator.url}/fawry/outlet), courier simulator (Bosta) and SMS simulator (Twilio) on ${simulator.url}`,
);
const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
