/** Everything a route needs, built once per server. */
import type { ServerConfig } from '../config.ts';
import type { AuthStore } from '../store/auth-store.ts';
import type { FlowStateStore } from '../store/flow-state-store.ts';
import type { ApiKeyVerifier } from './api-keys.ts';
import type { BucketRule, RateLimiter } from './rate-limiter.ts';
import type { SigningKey } from './signing-key.ts';

export interface RecoveryEmail {
  to: string;
  link: string;
}

export interface AuthContext {
  config: ServerConfig;
  store: AuthStore;
  flowStates: FlowStateStore;
  signingKey: SigningKey;
  apiKeys: ApiKeyVerifier;
  /** `${origin}/auth/v1`: the tokens' issuer and the base of the recovery link. */
  apiUrl: string;
  rateLimiter: RateLimiter;
  rules: {
    tokenPerIp: BucketRule | undefined;
    otpPerIp: BucketRule | undefined;
    verifyPerIp: BucketRule | undefined;
    signInFailuresPerAddressAndAccount: BucketRule | undefined;
    /** Password changes (PUT /user) per IP: GoTrue's OTP limiter covers them. */
    userUpdatePerIp: BucketRule | undefined;
    recoveryEmailPerAddress: BucketRule | undefined;
  };
  validateRedirect: (candidate: unknown) => string;
  /** bcrypt hash of a random password, compared against for unknown emails so they take as long. */
  dummyPasswordHash: string;
  sendRecoveryEmail: (email: RecoveryEmail) => Promise<void>;
}
