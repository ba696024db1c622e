// A module's facade: its main service with the module's other parts as named properties, so that
// a call (`services.orders.bulk.pickList`) names the module it belongs to (ADR 0049). Each module
// with parts writes its own `<m>.facade.ts` over this.

/** `Parts` where each key it shares with `Main` must be `never`: a name both use is a type error. */
export type Disjoint<Main, Parts> = Parts & { [K in keyof Parts & keyof Main]: never };

/**
 * `main` itself, extended with `parts`. The same object, not a copy: the composition root has
 * already handed `main` to other services, so a getter, a method that uses `this`, or a test's spy
 * on one of its methods keeps meaning what it did. Throws at start when a part's name is already a
 * member of `main` (the type refuses it too, unless one side was widened), so no method is
 * silently replaced.
 */
export function facade<Main extends object, Parts extends object>(
  module: string,
  main: Main,
  parts: Disjoint<Main, Parts>,
): Main & Parts {
  const taken = Object.keys(parts).filter((name) => name in main);
  if (taken.length > 0) {
    throw new Error(`The ${module} facade's part(s) ${taken.join(", ")} would replace a member of its main service`);
  }
  return Object.assign(main, parts as Parts);
}
