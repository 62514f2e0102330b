export function startSmtpSink(options: {
  port?: number;
  file: string;
}): Promise<{ port: number; stop: () => Promise<void> }>;
