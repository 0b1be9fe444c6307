import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportLeftOut } from './left-out';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('reportLeftOut', () => {
  it('logs the part a served page lacks, with its cause', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('connect ECONNREFUSED');
    reportLeftOut('Navbar categories unavailable', cause);
    expect(log).toHaveBeenCalledWith('Navbar categories unavailable', cause);
  });

  it('stays silent while next build tries routes as static pages with no API running', () => {
    vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportLeftOut('Navbar categories unavailable', new Error('connect ECONNREFUSED'));
    expect(log).not.toHaveBeenCalled();
  });
});
