import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import type { AppContainer } from '../adapters/wiring.js';
import {
  featuredProductResponse,
  refreshSummaryResponse,
} from '../core/products/api/product-responses.schema.js';
import { addFeaturedProductSchema, asinSchema } from '../core/products/product.schema.js';
import type { ProductChange, RefreshReport } from '../core/products/refresh-featured-products.use-case.js';
import { formatUsd } from '../core/shared/money.js';
import { PRODUCT_TOKENS } from '../core/products/product.tokens.js';
import { PRODUCT_REFUSALS } from '../core/products/api/product.refusals.js';
import { DomainFailure, EXIT, UsageError } from './errors.js';
import { withContainer } from './with-container.js';
import { say, sayJson } from './terminal.js';

type Container = () => Promise<AppContainer>;

function parsed<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success) throw new UsageError(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

/** Products done and ETA on a terminal; nothing when output is piped (cron). */
function progressReporter() {
  const bar = process.stderr.isTTY
    ? new SingleBar({
        stream: process.stderr,
        format: 'refreshing [{bar}] {value}/{total} products | ETA {eta_formatted}',
        hideCursor: true,
      })
    : undefined;
  let started = false;
  return {
    onProgress: (done: number, total: number) => {
      if (bar && !started) bar.start(total, 0);
      started = true;
      bar?.update(done);
    },
    stop: () => {
      if (started) bar?.stop();
    },
  };
}

const priceText = (cents: number | null) => (cents === null ? 'no price' : formatUsd(cents));

/** One line per product the refresh changes: what it was and what it becomes. */
const describeChange = ({ asin, before, after }: ProductChange) => {
  const parts = [
    before.title !== after.title && `title "${before.title}" → "${after.title}"`,
    before.priceCents !== after.priceCents &&
      `price ${priceText(before.priceCents)} → ${priceText(after.priceCents)}`,
    before.inStock !== after.inStock && (after.inStock ? 'back in stock' : 'out of stock'),
  ].filter((part) => part !== false);
  return `  ${asin}: ${parts.join('; ')}`;
};

const SHOWN_ASINS = 20;
const asinList = (asins: readonly string[]) =>
  asins.length > SHOWN_ASINS
    ? `${asins.slice(0, SHOWN_ASINS).join(', ')} … and ${asins.length - SHOWN_ASINS} more`
    : asins.join(', ');

function describeRefresh(r: RefreshReport, dryRun: boolean): string {
  const lines = [
    `${r.total} featured products from ${r.catalog}: ${r.refreshed} refreshed, ${r.unavailable} unavailable (marked out of stock), ${r.failed} failed.`,
    `${r.calls} catalog calls in ${((r.finishedAt.getTime() - r.startedAt.getTime()) / 1000).toFixed(1)} s.`,
  ];
  if (r.error) {
    lines.push(
      `Stopped: the catalog answered ${r.error.code} (${r.error.message}). Nothing was written; every product keeps its last known data.`,
    );
  }
  if (r.leftForLater > 0)
    lines.push(`The day's call budget is spent: ${r.leftForLater} products are left for a later refresh.`);
  if (r.notRefreshed.length > 0) lines.push(`Not refreshed: ${asinList(r.notRefreshed)}`);
  if (r.changes.length > 0) {
    lines.push(dryRun ? 'Would change:' : 'Changed:', ...r.changes.map(describeChange));
  } else if (!r.error) lines.push('No product changes.');
  lines.push(dryRun ? 'Dry run: nothing was written.' : r.error ? 'Not saved.' : 'Saved.');
  return lines.join('\n');
}

export function productsCommand(container: Container): Command {
  const products = new Command('products').description('Featured Amazon products of the shop');

  products
    .command('list')
    .description('the featured products, newest first')
    .option('--json', "print the API's JSON")
    .action(async (flags: { json?: boolean }) => {
      await withContainer(container, async (app) => {
        const tag = app.get(PRODUCT_TOKENS.AssociateTag);
        const list = await app.get(PRODUCT_TOKENS.FeaturedProducts).list();
        if (flags.json) {
          sayJson({ products: list.map((p) => featuredProductResponse(p, tag)) }, 2);
          return;
        }
        for (const p of list) {
          const price = p.priceCents === null ? 'no price' : formatUsd(p.priceCents);
          say(
            `${p.asin}  ${p.category.padEnd(11)} ${price.padStart(10)}  ${p.inStock ? '' : '[out of stock] '}${p.title}`,
          );
        }
        say(`${list.length} featured products.`);
      });
    });

  products
    .command('add')
    .description('feature a product, read from the catalog')
    .argument('<asin>', 'the Amazon ASIN (10 letters or digits)')
    .requiredOption('--category <slug>', 'electronics, fashion, home, beauty, health or books')
    .action(async (asin: string, flags: { category: string }) => {
      const input = parsed(addFeaturedProductSchema.safeParse({ asin, category: flags.category }));
      await withContainer(container, async (app) => {
        const result = await app.get(PRODUCT_TOKENS.AddFeaturedProduct).execute(input);
        if (!result.ok) throw new DomainFailure(result.error, PRODUCT_REFUSALS, input.asin);
        say(`${result.value.asin} ${result.value.title} is now featured in ${input.category}.`);
      });
    });

  products
    .command('remove')
    .description('stop featuring a product')
    .argument('<asin>', 'the Amazon ASIN')
    .action(async (asin: string) => {
      const id = parsed(asinSchema.safeParse(asin));
      await withContainer(container, async (app) => {
        const result = await app.get(PRODUCT_TOKENS.RemoveFeaturedProduct).execute(id);
        if (!result.ok) throw new DomainFailure(result.error, PRODUCT_REFUSALS, id);
        say(`${id} is no longer featured.`);
      });
    });

  products
    .command('refresh')
    .description('bring every featured product up to date from the catalog (one call per 10 products)')
    .option('--dry-run', 'ask the catalog and report, but store nothing')
    .option('--json', 'print the summary as JSON (for cron and scripts)')
    .action(async (flags: { dryRun?: boolean; json?: boolean }) => {
      const dryRun = flags.dryRun ?? false;
      const progress = progressReporter();
      const report = await withContainer(container, (app) =>
        app.get(PRODUCT_TOKENS.RefreshFeaturedProducts).execute({ dryRun, onProgress: progress.onProgress }),
      ).finally(progress.stop);
      say(
        flags.json
          ? JSON.stringify(
              {
                dryRun,
                ...refreshSummaryResponse(report),
                notRefreshed: report.notRefreshed,
                changes: report.changes,
              },
              null,
              2,
            )
          : describeRefresh(report, dryRun),
      );
      // An error, or products left as they were (failed, or waiting for tomorrow's budget): the run is worth a
      // look (cron mails a non-zero exit).
      if (report.error || report.failed > 0 || report.leftForLater > 0) process.exitCode = EXIT.failure;
    });

  return products;
}
