// The VS Code client of `cardtext lsp`: starts the server for .cards files (and, when
// `cardtext.spreadsheets` is on, .csv/.tsv) and passes it the spreadsheet ruleset.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("cardtext");
  const [command, ...args] = config.get("command") || ["cardtext", "lsp"];
  const selector = [{ scheme: "file", language: "cards" }];
  if (config.get("spreadsheets")) {
    selector.push({ scheme: "file", pattern: "**/*.{csv,tsv}" });
  }
  client = new LanguageClient(
    "cardtext",
    "cardtext",
    { command, args },
    { documentSelector: selector, initializationOptions: { ruleset: config.get("ruleset") || null } }
  );
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
