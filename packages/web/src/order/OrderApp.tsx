import {
  type CartLine,
  type Lang,
  type MenuGoods,
  type ScanMenu,
  type ScanOrderProgress,
  type ScanPayMethod,
  cartCups,
  lineUnitCents,
} from '@vr/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { OrderApiError, fetchMenu, fetchProgress, placeOrder } from './api';
import type { Translate } from './texts';

interface Props {
  lang: Lang;
  link: string;
  t: Translate;
}

/** A cart line with its drink (for the names and prices shown). */
interface Line extends CartLine {
  key: string;
  goods: MenuGoods;
}

const POLL_MS = 2000;
/** The order being followed, kept for a reload of the page (or a return from the pay page). */
const followedKey = (link: string) => `vr-order:${link}`;

const sameChoice = (a: CartLine, b: CartLine) =>
  a.slotNo === b.slotNo &&
  a.cupSize === b.cupSize &&
  JSON.stringify([...a.tastes].sort((x, y) => `${x.category}${x.option}`.localeCompare(`${y.category}${y.option}`))) ===
    JSON.stringify([...b.tastes].sort((x, y) => `${x.category}${x.option}`.localeCompare(`${y.category}${y.option}`)));

/** The default choice of a drink: its first cup size, each taste category's default option(s). */
function defaultChoice(goods: MenuGoods): CartLine {
  return {
    slotNo: goods.slotNo,
    ...(goods.cupSizes[0] ? { cupSize: goods.cupSizes[0].size } : {}),
    tastes: goods.tastes.flatMap((c) => {
      const defaults = c.options.filter((o) => o.isDefault);
      const chosen = defaults.length ? (c.multiple ? defaults : defaults.slice(0, 1)) : c.required ? c.options.slice(0, 1) : [];
      return chosen.map((o) => ({ category: c.name, option: o.code }));
    }),
    quantity: 1,
  };
}

export function OrderApp({ lang, link, t }: Props) {
  const [menu, setMenu] = useState<ScanMenu | null>(null);
  const [failure, setFailure] = useState<{ status: number; message: string } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [choosing, setChoosing] = useState<{ goods: MenuGoods; choice: CartLine } | null>(null);
  const [method, setMethod] = useState<ScanPayMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(() => sessionStorage.getItem(followedKey(link)));

  const money = useMemo(() => {
    const format = new Intl.NumberFormat(lang, { style: 'currency', currency: menu?.currency ?? 'CNY' });
    return (amount: number) => format.format(amount);
  }, [lang, menu?.currency]);

  /** The menu as it is now: the cart keeps the drinks still on it, at their current prices. */
  const apply = useCallback((loaded: ScanMenu) => {
    setMenu(loaded);
    setFailure(null);
    setMethod((m) => (m && loaded.payMethods.includes(m) ? m : (loaded.payMethods[0] ?? null)));
    setLines((current) =>
      current.flatMap((l) => {
        const goods = loaded.goods.find((g) => g.slotNo === l.slotNo);
        return goods ? [{ ...l, goods }] : [];
      }),
    );
  }, []);
  const fail = useCallback(
    (err: unknown) => setFailure(err instanceof OrderApiError ? { status: err.status, message: err.message } : { status: 0, message: '' }),
    [],
  );
  const load = useCallback(() => fetchMenu(lang, link).then(apply, fail), [lang, link, apply, fail]);

  useEffect(() => {
    let stopped = false;
    fetchMenu(lang, link).then(
      (loaded) => !stopped && apply(loaded),
      (err: unknown) => !stopped && fail(err),
    );
    return () => {
      stopped = true;
    };
  }, [lang, link, apply, fail]);

  // The customer's mini-program colours: buttons and prices in its main colour, the page on its background.
  const colors = menu?.colors;
  useEffect(() => {
    if (!colors) return;
    const root = document.documentElement.style;
    root.setProperty('--so-primary', colors.primaryColor);
    root.setProperty('--so-background', colors.backgroundColor);
  }, [colors]);

  const unit = (l: CartLine & { goods: MenuGoods }) => {
    const price = lineUnitCents(l.goods, l);
    return 'cents' in price ? price.cents : 0;
  };
  const totalCents = lines.reduce((n, l) => n + unit(l) * l.quantity, 0);
  const cups = cartCups(lines);
  const overLimit = menu?.cartLimit != null && cups > menu.cartLimit;
  const underMinimum = menu?.minOrderAmount != null && totalCents < Math.round(menu.minOrderAmount * 100);
  const open = menu?.state === 'open';

  const addChoice = (goods: MenuGoods, choice: CartLine) => {
    setPayError(null);
    setLines((current) => {
      const same = current.find((l) => sameChoice(l, choice));
      if (same) return current.map((l) => (l === same ? { ...l, quantity: Math.min(99, l.quantity + 1) } : l));
      return [...current, { ...choice, key: `${Date.now()}-${Math.random()}`, goods }];
    });
    setChoosing(null);
  };

  const changeQuantity = (key: string, delta: number) =>
    setLines((current) =>
      current.flatMap((l) => (l.key !== key ? [l] : l.quantity + delta <= 0 ? [] : [{ ...l, quantity: Math.min(99, l.quantity + delta) }])),
    );

  const pay = async () => {
    if (!menu || !method) return;
    setPaying(true);
    setPayError(null);
    try {
      const placed = await placeOrder(lang, {
        link,
        paymentMethod: method,
        items: lines.map(({ slotNo, cupSize, tastes, quantity }) => ({ slotNo, ...(cupSize ? { cupSize } : {}), tastes, quantity })),
        expectedAmount: totalCents / 100,
      });
      sessionStorage.setItem(followedKey(link), placed.orderCode);
      setFollowed(placed.orderCode);
      setLines([]);
    } catch (err) {
      const api = err instanceof OrderApiError ? err : null;
      setPayError(api?.fields[0]?.message ?? api?.message ?? t('failedToLoad'));
      // Prices or the machine's state changed: show the menu as it is now.
      void load();
    } finally {
      setPaying(false);
    }
  };

  if (failure) {
    const message = failure.status === 410 ? t('replaced') : failure.status === 404 ? t('unknown') : failure.message || t('failedToLoad');
    return (
      <main className="so-page">
        <section className="so-notice so-notice--error" role="alert" data-testid="order-failure" data-status={failure.status}>
          <p>{message}</p>
          {failure.status !== 410 && failure.status !== 404 && (
            <button type="button" className="so-button" onClick={() => void load()}>
              {t('retry')}
            </button>
          )}
        </section>
      </main>
    );
  }
  if (!menu) {
    return (
      <main className="so-page" aria-busy="true">
        <p className="so-muted">{t('loading')}</p>
      </main>
    );
  }

  if (followed) {
    return (
      <Progress
        lang={lang}
        link={link}
        orderCode={followed}
        t={t}
        money={money}
        menu={menu}
        onDone={() => {
          sessionStorage.removeItem(followedKey(link));
          setFollowed(null);
          void load();
        }}
      />
    );
  }

  return (
    <main className="so-page">
      <header className="so-header">
        <div>
          <h1 data-testid="order-machine">{menu.machineName}</h1>
          {menu.pointName && (
            <p className="so-muted">
              {t('point')}: {menu.pointName}
            </p>
          )}
        </div>
        <span className={`so-state so-state--${menu.state}`} data-testid="order-state" data-state={menu.state}>
          {t(`state.${menu.state}`)}
        </span>
      </header>

      {!open && (
        <section className="so-notice" role="status" data-testid="order-closed">
          <p>{t(`stateText.${menu.state as 'offline'}`, { hours: menu.businessHours ?? '' })}</p>
          <button type="button" className="so-button" onClick={() => void load()}>
            {t('refresh')}
          </button>
        </section>
      )}

      {menu.goods.length === 0 ? (
        <p className="so-muted">{t('noGoods')}</p>
      ) : (
        <ul className="so-goods" data-testid="order-goods">
          {menu.goods.map((g) => (
            <li key={g.slotNo} className="so-goods__item" data-testid="order-goods-item" data-slot={g.slotNo}>
              <div className="so-goods__row">
                {g.picture ? (
                  <img className="so-goods__picture" src={g.picture} alt="" loading="lazy" />
                ) : (
                  <span className="so-goods__picture so-goods__picture--none" aria-hidden="true">
                    {[...g.name][0]}
                  </span>
                )}
                <div className="so-goods__text">
                  <span className="so-goods__name">{g.name}</span>
                  <span className="so-goods__price">{money(g.price)}</span>
                </div>
                <button
                  type="button"
                  className="so-button so-button--primary"
                  disabled={!open}
                  data-testid="order-add"
                  aria-label={`${t('add')} ${g.name}`}
                  onClick={() =>
                    g.cupSizes.length || g.tastes.length
                      ? setChoosing({ goods: g, choice: defaultChoice(g) })
                      : addChoice(g, defaultChoice(g))
                  }
                >
                  {t('add')}
                </button>
              </div>
              {choosing?.goods.slotNo === g.slotNo && (
                <Choices
                  goods={g}
                  choice={choosing.choice}
                  t={t}
                  money={money}
                  onChange={(choice) => setChoosing({ goods: g, choice })}
                  onAdd={addChoice}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <section className="so-cart" aria-labelledby="so-cart-title" data-testid="order-cart">
        <h2 id="so-cart-title">{t('cart')}</h2>
        {lines.length === 0 ? (
          <p className="so-muted">{t('cartEmpty')}</p>
        ) : (
          <ul className="so-cart__lines">
            {lines.map((l) => (
              <li key={l.key} className="so-cart__line" data-testid="order-cart-line">
                <div className="so-cart__what">
                  <span>{l.goods.name}</span>
                  <span className="so-muted">{describe(l)}</span>
                </div>
                <div className="so-quantity">
                  <button type="button" className="so-round" aria-label={t('less')} onClick={() => changeQuantity(l.key, -1)}>
                    −
                  </button>
                  <span aria-live="polite">{l.quantity}</span>
                  <button type="button" className="so-round" aria-label={t('more')} onClick={() => changeQuantity(l.key, 1)}>
                    +
                  </button>
                </div>
                <span className="so-cart__amount">{money((unit(l) * l.quantity) / 100)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="so-total">
          <span>{t('total')}</span>
          <strong data-testid="order-total">{money(totalCents / 100)}</strong>
        </p>
        {menu.cartLimit != null && <p className={overLimit ? 'so-error' : 'so-muted'}>{t('cartLimit', { limit: menu.cartLimit })}</p>}
        {menu.minOrderAmount != null && (
          <p className={underMinimum && lines.length ? 'so-error' : 'so-muted'}>{t('minOrder', { amount: money(menu.minOrderAmount) })}</p>
        )}

        {menu.payMethods.length === 0 ? (
          <p className="so-muted">{t('noPayMethod')}</p>
        ) : (
          <fieldset className="so-methods">
            <legend>{t('payWith')}</legend>
            {menu.payMethods.map((m) => (
              <label key={m} className={`so-chip${method === m ? ' so-chip--on' : ''}`}>
                <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                {t(`method.${m}`)}
              </label>
            ))}
          </fieldset>
        )}
        {payError && (
          <p className="so-error" role="alert" data-testid="order-pay-error">
            {payError}
          </p>
        )}
        <button
          type="button"
          className="so-button so-button--primary so-button--block"
          data-testid="order-pay"
          disabled={!open || !method || lines.length === 0 || overLimit || underMinimum || paying}
          onClick={() => void pay()}
        >
          {paying ? t('paying') : t('pay', { amount: money(totalCents / 100) })}
        </button>
      </section>
    </main>
  );

  function describe(l: Line): string {
    const tastes = l.tastes.map(
      (c) => l.goods.tastes.find((x) => x.name === c.category)?.options.find((o) => o.code === c.option)?.name ?? c.option,
    );
    return [l.cupSize, ...tastes].filter(Boolean).join(' · ');
  }
}

/** A drink's cup sizes and tastes, each with its extra price, and the button that adds the choice. */
function Choices({
  goods,
  choice,
  t,
  money,
  onChange,
  onAdd,
}: {
  goods: MenuGoods;
  choice: CartLine;
  t: Translate;
  money: (n: number) => string;
  onChange: (c: CartLine) => void;
  onAdd: (g: MenuGoods, c: CartLine) => void;
}) {
  const price = lineUnitCents(goods, choice);
  const toggle = (category: string, option: string, multiple: boolean) => {
    const chosen = choice.tastes.some((c) => c.category === category && c.option === option);
    const others = choice.tastes.filter((c) => c.category !== category || (multiple && c.option !== option));
    onChange({ ...choice, tastes: chosen && multiple ? others : chosen ? choice.tastes : [...others, { category, option }] });
  };
  const extra = (n: number) => (n > 0 ? ` ${t('extra', { amount: money(n) })}` : '');
  return (
    <div className="so-choices" data-testid="order-choices">
      {goods.cupSizes.length > 0 && (
        <fieldset>
          <legend>{t('cupSize')}</legend>
          {goods.cupSizes.map((s) => (
            <label key={s.size} className={`so-chip${choice.cupSize === s.size ? ' so-chip--on' : ''}`}>
              <input
                type="radio"
                name={`size-${goods.slotNo}`}
                checked={choice.cupSize === s.size}
                onChange={() => onChange({ ...choice, cupSize: s.size })}
              />
              {s.size}
              {extra(s.extraPrice)}
            </label>
          ))}
        </fieldset>
      )}
      {goods.tastes.map((c) => (
        <fieldset key={c.name}>
          <legend>
            {c.name} <span className="so-muted">({c.required ? t('required') : c.multiple ? t('chooseAny') : t('chooseOne')})</span>
          </legend>
          {c.options.map((o) => {
            const on = choice.tastes.some((x) => x.category === c.name && x.option === o.code);
            return (
              <label key={o.code} className={`so-chip${on ? ' so-chip--on' : ''}`}>
                <input
                  type={c.multiple ? 'checkbox' : 'radio'}
                  name={`taste-${goods.slotNo}-${c.name}`}
                  checked={on}
                  onChange={() => toggle(c.name, o.code, c.multiple)}
                />
                {o.name}
                {extra(o.extraPrice)}
              </label>
            );
          })}
        </fieldset>
      ))}
      <button
        type="button"
        className="so-button so-button--primary so-button--block"
        data-testid="order-choice-add"
        disabled={!('cents' in price)}
        onClick={() => onAdd(goods, choice)}
      >
        {t('add')} {'cents' in price ? money(price.cents / 100) : ''}
      </button>
    </div>
  );
}

const STEPS = ['paid', 'dispensing', 'done'] as const;

/** An order placed here: its pay page while it waits, then its progress until the machine is done. */
function Progress({
  lang,
  link,
  orderCode,
  t,
  money,
  menu,
  onDone,
}: {
  lang: Lang;
  link: string;
  orderCode: string;
  t: Translate;
  money: (n: number) => string;
  menu: ScanMenu;
  onDone: () => void;
}) {
  const [progress, setProgress] = useState<ScanOrderProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settled =
    progress !== null &&
    (progress.stage === 'done' || progress.stage === 'expired' || (progress.stage === 'failed' && progress.refund !== 'refunding'));

  useEffect(() => {
    if (settled) return;
    let stopped = false;
    const tick = async () => {
      try {
        const next = await fetchProgress(lang, link, orderCode);
        if (!stopped) {
          setProgress(next);
          setError(null);
        }
      } catch (err) {
        if (!stopped) setError(err instanceof OrderApiError && err.message ? err.message : t('failedToLoad'));
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [lang, link, orderCode, settled, t]);

  const reached = (step: (typeof STEPS)[number]) => {
    const stage = progress?.stage;
    if (stage === 'done') return true;
    if (stage === 'dispensing' || stage === 'failed') return step === 'paid' || (step === 'dispensing' && stage === 'dispensing');
    return false;
  };

  return (
    <main className="so-page">
      <header className="so-header">
        <div>
          <h1>{menu.machineName}</h1>
          <p className="so-muted" data-testid="order-code">
            {t('orderNo', { code: orderCode })}
          </p>
        </div>
      </header>
      <section className="so-progress" aria-live="polite" data-testid="order-progress" data-stage={progress?.stage ?? ''}>
        {progress && (
          <>
            <p className="so-total">
              <span>{t('total')}</span>
              <strong>{money(progress.amount)}</strong>
            </p>
            <ul className="so-cart__lines">
              {progress.items.map((i, n) => (
                <li key={n} className="so-cart__line">
                  <div className="so-cart__what">
                    <span>
                      {i.name} × {i.quantity}
                    </span>
                    <span className="so-muted">{[i.cupSize, ...i.tastes].filter(Boolean).join(' · ')}</span>
                  </div>
                  <span className="so-cart__amount">{money(i.amount)}</span>
                </li>
              ))}
            </ul>
            {progress.stage !== 'awaitingPayment' && progress.stage !== 'expired' && (
              <ol className="so-steps">
                {STEPS.map((s) => (
                  <li
                    key={s}
                    className={reached(s) ? 'so-step so-step--on' : 'so-step'}
                    data-testid={`order-step-${s}`}
                    data-on={reached(s)}
                  >
                    {t(`steps.${s}`)}
                  </li>
                ))}
              </ol>
            )}
            <p className={`so-stage so-stage--${progress.stage}`} data-testid="order-stage">
              {t(`stage.${progress.stage}`)}
            </p>
            {progress.refund !== 'none' && (
              <p className="so-muted" data-testid="order-refund">
                {t(`refund.${progress.refund}`)}
              </p>
            )}
            {progress.stage === 'awaitingPayment' && progress.payUrl && (
              <>
                <a
                  className="so-button so-button--primary so-button--block"
                  href={progress.payUrl}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="order-open-pay"
                >
                  {t('openPay')}
                </a>
                <p className="so-muted">{t('payHint')}</p>
              </>
            )}
            {progress.stage !== 'dispensing' && (
              <button type="button" className="so-button so-button--block" data-testid="order-again" onClick={onDone}>
                {t('newOrder')}
              </button>
            )}
          </>
        )}
        {error && (
          <p className="so-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </main>
  );
}
