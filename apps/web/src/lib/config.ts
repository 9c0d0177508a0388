export interface AppConfig {
  productName: string;
  marketingUrl: string;
  maintenance: boolean;
  environment: string;
}

const fallbackConfig: AppConfig = {
  productName: 'Fathom',
  marketingUrl: 'https://fathom.example',
  maintenance: false,
  environment: 'production',
};

function readInjectedConfig(): Partial<AppConfig> {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById('fathom-config');
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<AppConfig>) : {};
  } catch {
    return {};
  }
}

export function loadAppConfig(injected: Partial<AppConfig> = readInjectedConfig()): AppConfig {
  return {
    productName:
      typeof injected.productName === 'string' && injected.productName
        ? injected.productName
        : fallbackConfig.productName,
    marketingUrl:
      typeof injected.marketingUrl === 'string' && injected.marketingUrl
        ? injected.marketingUrl.replace(/\/+$/, '')
        : fallbackConfig.marketingUrl,
    maintenance: injected.maintenance === true,
    environment: typeof injected.environment === 'string' ? injected.environment : fallbackConfig.environment,
  };
}

/** Read once at start: the server injects it into index.html before </head>. */
export const appConfig: AppConfig = loadAppConfig();

export function marketingLink(path: string): string {
  return `${appConfig.marketingUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
