/**
 * The signed-in person's query key; other slices update it through this key after a
 * change. Its own module, because the app's query client uses it from the first load,
 * which must not pull in the contracts that fetch the person.
 */
export const meQueryKey = ['me'] as const;
