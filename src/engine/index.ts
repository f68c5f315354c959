// The engine's public face: everything the Foundry layer, the simulator and the benchmarks may use.
export * from "./types";
export { RuleError, InputError, DiceExhaustedError } from "./errors";
export { seededDice, scriptedDice, randomDice } from "./dice";
export { makeInput, makeSource, validateInput } from "./input";
