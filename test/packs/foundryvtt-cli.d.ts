// Types for the two Foundry CLI functions the tests call (the package ships none); options as its README lists.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
    transformEntry?: (entry: Record<string, unknown>) => Promise<false | void> | false | void;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(
    src: string,
    dest: string,
    options?: PackOptions & { folders?: boolean },
  ): Promise<void>;
}
