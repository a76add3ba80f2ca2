import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  userEndpoints,
  type RecoveryCodes,
  type TwoFactorConfirmInput,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from '../../auth';

export const myTwoFactorQueryKey = ['me', 'two-factor'] as const;

/** GET /api/me/two-factor: on or not, required of my role, recovery codes left. */
export function getMyTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return callEndpoint(userEndpoints.myTwoFactor, { signal });
}

export const myTwoFactorQueryOptions = () =>
  queryOptions({ queryKey: myTwoFactorQueryKey, queryFn: ({ signal }) => getMyTwoFactor(signal) });

export function useMyTwoFactor() {
  return useQuery(myTwoFactorQueryOptions());
}

/** POST /api/me/two-factor/enrolment: a new secret as a QR code and a key to type. */
export function startTwoFactor(): Promise<TwoFactorEnrolment> {
  return callEndpoint(userEndpoints.startTwoFactor);
}

/** POST /api/me/two-factor/confirm: on with one code; ten recovery codes, shown once. */
export function confirmTwoFactor(input: TwoFactorConfirmInput): Promise<RecoveryCodes> {
  return callEndpoint(userEndpoints.confirmTwoFactor, { body: input });
}

export function useStartTwoFactor({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<TwoFactorEnrolment, Error, void>, 'mutationFn'>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startTwoFactor });
}

/** Once on, the signed-in person (['me']) says so: a required enrolment lets them through. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myTwoFactorQueryKey });
    },
  });
}

/** After the recovery codes were read: the person (['me']) is fetched again. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}
