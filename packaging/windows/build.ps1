<#
.SYNOPSIS
Builds the Windows installer of Back Office Desktop: the PyInstaller bundle (self-tested),
then the per-user Inno Setup installer; both signed when a certificate is given.

.DESCRIPTION
Run from a checkout where `pip install -e ".[package]"` was run in .venv, with Inno Setup 6
installed (https://jrsoftware.org/isinfo.php; `winget install JRSoftware.InnoSetup`) and, to
sign, signtool.exe from the Windows SDK:

    powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1

Writes dist\backoffice\ (the bundle) and dist\BackOfficeDesktop-<version>-setup.exe.

Signing: give a code-signing certificate as a .pfx file (-CertificateFile and
-CertificatePassword, or $env:BACKOFFICE_SIGN_PFX and $env:BACKOFFICE_SIGN_PASSWORD), or
by the thumbprint of one in the certificate store, e.g. on a hardware token
(-CertificateThumbprint or $env:BACKOFFICE_SIGN_THUMBPRINT). backoffice.exe is signed before
it is packed; the installer and its uninstaller are signed by Inno Setup through the same
signtool command. Without a certificate the build is unsigned (SmartScreen warns users).

.EXAMPLE
packaging\windows\build.ps1 -CertificateFile C:\keys\backoffice.pfx -CertificatePassword (Read-Host)
#>
param(
    [string]$Python = ".venv\Scripts\python.exe",
    [string]$CertificateFile = $env:BACKOFFICE_SIGN_PFX,
    [string]$CertificatePassword = $env:BACKOFFICE_SIGN_PASSWORD,
    [string]$CertificateThumbprint = $env:BACKOFFICE_SIGN_THUMBPRINT,
    [string]$TimestampUrl = "http://timestamp.digicert.com",
    [string]$SignTool = "signtool.exe",
    [string]$InnoSetup = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
    [switch]$SkipSelfTest
)
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path (Join-Path $PSScriptRoot "..\.."))
$started = Get-Date

function Invoke-Checked([string]$What, [scriptblock]$Command) {
    & $Command
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit $LASTEXITCODE)" }
}

$version = (& $Python packaging\recipe.py version).Trim()
if ($LASTEXITCODE -ne 0) { throw "could not read the version from pyproject.toml with $Python" }
$numericVersion = (& $Python packaging\recipe.py numeric-version).Trim()  # 1.2.3rc1 -> 1.2.3.0
Write-Host "==> Back Office Desktop $version ($numericVersion)"

Write-Host "==> PyInstaller: dist\backoffice"
Invoke-Checked "PyInstaller" { & $Python -m PyInstaller --noconfirm --log-level WARN packaging\backoffice.spec }
$exe = "dist\backoffice\backoffice.exe"

if (-not $SkipSelfTest) {
    Write-Host "==> self-test of the bundle"
    # A windowed program: its output goes nowhere, the exit code tells (details in the log).
    $env:QT_QPA_PLATFORM = "offscreen"
    $test = Start-Process -FilePath $exe -ArgumentList "--self-test" -Wait -PassThru -NoNewWindow
    Remove-Item Env:QT_QPA_PLATFORM
    if ($test.ExitCode -ne 0) { throw "the bundle's self-test failed (exit $($test.ExitCode))" }
}

# The signtool arguments, for our exe and (through ISCC's /S) for the installer.
$signArguments = $null
if ($CertificateFile) {
    if (-not (Test-Path $CertificateFile)) { throw "no certificate file $CertificateFile" }
    $signArguments = @("sign", "/fd", "sha256", "/tr", $TimestampUrl, "/td", "sha256", "/f", (Resolve-Path $CertificateFile).Path)
    if ($CertificatePassword) { $signArguments += @("/p", $CertificatePassword) }
} elseif ($CertificateThumbprint) {
    $signArguments = @("sign", "/fd", "sha256", "/tr", $TimestampUrl, "/td", "sha256", "/sha1", $CertificateThumbprint)
}

if ($signArguments) {
    Write-Host "==> signing $exe"
    Invoke-Checked "signtool" { & $SignTool @signArguments /d "Back Office Desktop" $exe }
    Invoke-Checked "signtool verify" { & $SignTool verify /pa $exe }
}

if (-not (Test-Path $InnoSetup)) { throw "Inno Setup 6 not found at $InnoSetup (pass -InnoSetup)" }
$isccArguments = @(
    "/Qp",
    "/DAppVersion=$version",
    "/DAppNumericVersion=$numericVersion",
    "/DBundleDir=$((Resolve-Path 'dist\backoffice').Path)",
    "/DOutputDir=$((Resolve-Path 'dist').Path)"
)
if ($signArguments) {
    # ISCC runs this for setup.exe and the uninstaller; $f is the file, $q a double quote.
    $quoted = ($signArguments | ForEach-Object { if ($_ -match '\s') { '$q' + $_ + '$q' } else { $_ } }) -join " "
    $isccArguments += @("/Sbackoffice=`$q$((Get-Command $SignTool).Source)`$q $quoted `$f", "/DSignTool=backoffice")
}
Write-Host "==> Inno Setup"
Invoke-Checked "ISCC" { & $InnoSetup @isccArguments packaging\windows\backoffice.iss }

$installer = "dist\BackOfficeDesktop-$version-setup.exe"
if ($signArguments) { Invoke-Checked "signtool verify" { & $SignTool verify /pa $installer } }
$size = "{0:N0} MB" -f ((Get-Item $installer).Length / 1MB)
Write-Host "installer: $installer ($size), built in $([int]((Get-Date) - $started).TotalSeconds) s"
