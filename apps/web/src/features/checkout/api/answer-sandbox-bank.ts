import type { SandboxAuthenticationRequest, SandboxAuthenticationResponse } from '@fathom/contract/payments';
import { api } from '../../../lib/http/client';

/** POST /api/payments/sandbox-authentications: the sandbox's test bank hears the customer's answer. */
export async function answerSandboxBank(clientSecret: string, approved: boolean): Promise<boolean> {
  const body: SandboxAuthenticationRequest = { client_secret: clientSecret, approved };
  const answer = await api.post<SandboxAuthenticationResponse['data']>(
    '/payments/sandbox-authentications',
    body,
    {
      handled: true,
    },
  );
  return answer.authenticated;
}
