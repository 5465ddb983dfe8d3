import { z } from 'zod';
import type { HouseConfig } from './config.js';

/** A setting the process cannot start with; the message names the variable. */
export class ConfigError extends Error {}

/** A variable's row in the configuration document (adapters/CONFIGURATION.md). */
export interface SettingDoc {
  /** The default as a reader should see it (a value in backticks, or what happens when it is unset). */
  default: string;
  description: string;
}

/** Variables production refuses to start without (or on their development placeholder), in one sentence. */
export interface ProductionRefusal {
  names: readonly string[];
  /** The development values that count as unset. */
  placeholders?: Readonly<Record<string, string>>;
  /** The sentence naming the variables missing, all of them at once. */
  problem: (missing: string) => string;
}

/** A blank variable is an unset one. */
export const optional = z
  .string()
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The variables production still needs, by one refusal. */
export function missingInProduction(refusal: ProductionRefusal, env: NodeJS.ProcessEnv): string[] {
  return refusal.names.filter((name) => {
    const value = env[name]?.trim();
    return !value || value === refusal.placeholders?.[name];
  });
}

/**
 * One group of settings: the variables it reads (a zod schema over the environment), each one's row of the
 * document, what production refuses, and how the checked variables become the settings its adapters read.
 */
export interface SettingsGroup<Shape extends z.ZodRawShape, Value> {
  /** The area (or "house") the document shows. */
  owner: string;
  schema: z.ZodObject<Shape>;
  docs: { readonly [K in keyof Shape]: SettingDoc };
  production?: ProductionRefusal;
  /** Throws ConfigError for a combination of variables that cannot work together. */
  read(vars: z.infer<z.ZodObject<Shape>>, house: HouseConfig): Value;
}

/** An area's settings; the area reads its own with `of(config)`. */
export interface AreaSettings<Value> extends SettingsGroup<z.ZodRawShape, Value> {
  of(config: { areas: AreaValues }): Value;
}

/** Declares an area's settings, keeping the type of what it reads. */
export function areaSettings<Shape extends z.ZodRawShape, Value>(
  group: SettingsGroup<Shape, Value>,
): AreaSettings<Value> {
  const settings: AreaSettings<Value> = {
    // Its read takes what its own schema parsed, which is all loadConfig ever gives it.
    ...(group as unknown as SettingsGroup<z.ZodRawShape, Value>),
    of: (config) => config.areas.of(settings),
  };
  return settings;
}

/** Every area's settings as loaded, each read back only through its own declaration. */
export class AreaValues {
  constructor(private readonly values: ReadonlyMap<AreaSettings<unknown>, unknown>) {}

  of<Value>(settings: AreaSettings<Value>): Value {
    if (!this.values.has(settings)) throw new Error(`the ${settings.owner} settings were not loaded`);
    // Each value was stored under its own declaration by loadConfig, so it has that declaration's type.
    return this.values.get(settings) as Value;
  }
}
