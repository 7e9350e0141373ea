#!/usr/bin/env bash
# Installs the Debian packages the tests need, only when missing, so that
# `make test` works on a fresh machine and stays fast on a prepared one.
#   chromium                 end-to-end tests (driven by playwright-core)
#   libreoffice-writer-nogui opens the exported .docx in a real word processor
#   libreoffice-calc-nogui   turns generated .xlsx budgets into .xls, .ods and Excel 2003 XML
#   poppler-utils            pdftotext/pdftoppm to read what LibreOffice printed
#   fonts-dejavu-core, fonts-liberation  fonts for chromium and LibreOffice
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
[ -e /usr/lib/libreoffice/program/libsclo.so ] || missing+=(libreoffice-calc-nogui)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
