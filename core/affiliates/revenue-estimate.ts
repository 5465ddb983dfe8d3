import { type Cents, multiplyCents, percentOf } from '../shared/money.js';

export interface RevenueAssumptions {
  monthlyVisitors: number;
  /** Share of visitors who click an affiliate link, in percent. */
  clickPercent: number;
  /** Share of clicks that become an order, in percent. */
  orderPercent: number;
  averageOrderCents: Cents;
  commissionPercent: number;
}

/** The estimator's defaults: 5,000 visitors, 10% click, 2% of clicks order, $100 orders, 4% commission. */
export const DEFAULT_ASSUMPTIONS: RevenueAssumptions = {
  monthlyVisitors: 5000,
  clickPercent: 10,
  orderPercent: 2,
  averageOrderCents: 10_000,
  commissionPercent: 4,
};

export interface RevenueEstimate {
  clicks: number;
  orders: number;
  salesCents: Cents;
  commissionCents: Cents;
}

/** A month's affiliate income from the visitors the site gets; clicks and orders are whole numbers. */
export function estimateRevenue(a: RevenueAssumptions): RevenueEstimate {
  const clicks = Math.round((a.monthlyVisitors * a.clickPercent) / 100);
  const orders = Math.round((clicks * a.orderPercent) / 100);
  const salesCents = multiplyCents(a.averageOrderCents, orders);
  return { clicks, orders, salesCents, commissionCents: percentOf(salesCents, a.commissionPercent) };
}
