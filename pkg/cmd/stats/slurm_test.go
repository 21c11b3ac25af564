package stats_test

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// freePort returns a TCP port of 127.0.0.1 that nothing listens on (as far as a
// listener just closed can tell).
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// slurmConf is a single-node Slurm of this machine: no cgroups, no accounting,
// munge on the socket of dir, the daemons' state, spool, logs and pid files in dir.
const slurmConf = `ClusterName=courier
SlurmctldHost={{host}}(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket={{dir}}/munge/munge.sock
CredType=cred/munge
SlurmctldPort={{ctldport}}
SlurmdPort={{dport}}
StateSaveLocation={{dir}}/state
SlurmdSpoolDir={{dir}}/spool
SlurmctldPidFile={{dir}}/slurmctld.pid
SlurmdPidFile={{dir}}/slurmd.pid
SlurmctldLogFile={{dir}}/slurmctld.log
SlurmdLogFile={{dir}}/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName={{host}} NodeAddr=127.0.0.1 CPUs={{cpus}} State=UNKNOWN
PartitionName=courier Nodes=ALL Default=YES MaxTime=INFINITE State=UP
`

// startSlurm starts munged, slurmctld and slurmd in the foreground with a
// configuration in a temporary directory, waits until the node is idle, and
// returns the configuration's path (for SLURM_CONF). The daemons are stopped when
// the test ends.
func startSlurm(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "courier-slurm-") // short: munge's socket path is limited
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	for _, d := range []string{"munge", "state", "spool"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	key := make([]byte, 1024)
	for i := range key {
		key[i] = byte(i*7919 + time.Now().Nanosecond())
	}
	if err := os.WriteFile(filepath.Join(dir, "munge", "munge.key"), key, 0o400); err != nil {
		t.Fatal(err)
	}
	host, err := exec.Command("hostname", "-s").Output()
	if err != nil {
		t.Fatal(err)
	}
	conf := strings.NewReplacer("{{host}}", strings.TrimSpace(string(host)), "{{dir}}", dir,
		"{{ctldport}}", fmt.Sprint(freePort(t)), "{{dport}}", fmt.Sprint(freePort(t)),
		"{{cpus}}", fmt.Sprint(runtime.NumCPU())).Replace(slurmConf)
	confPath := filepath.Join(dir, "slurm.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	m := filepath.Join(dir, "munge")
	start := func(name string, args ...string) {
		cmd := exec.Command(name, args...)
		cmd.Env = append(os.Environ(), "SLURM_CONF="+confPath)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Cleanup(func() {
			cmd.Process.Kill()
			cmd.Wait()
		})
	}
	start("munged", "--foreground", "--force", "--key-file="+filepath.Join(m, "munge.key"), "--socket="+filepath.Join(m, "munge.sock"),
		"--pid-file="+filepath.Join(m, "munged.pid"), "--log-file="+filepath.Join(m, "munged.log"), "--seed-file="+filepath.Join(m, "munged.seed"))
	time.Sleep(500 * time.Millisecond)
	start("slurmctld", "-D", "-f", confPath)
	start("slurmd", "-D", "-f", confPath)
	// the node registers within seconds; wait for it (not a timing assertion: a
	// bound on how long a broken setup is waited for)
	for i := 0; ; i++ {
		cmd := exec.Command("sinfo", "-h", "-o", "%T")
		cmd.Env = append(os.Environ(), "SLURM_CONF="+confPath)
		out, _ := cmd.Output()
		if strings.TrimSpace(string(out)) == "idle" {
			return confPath
		}
		if i == 120 {
			logs, _ := os.ReadFile(filepath.Join(dir, "slurmctld.log"))
			dlogs, _ := os.ReadFile(filepath.Join(dir, "slurmd.log"))
			t.Fatalf("the Slurm node is not idle after a minute (sinfo: %q)\nslurmctld.log:\n%s\nslurmd.log:\n%s", out, logs, dlogs)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// TestSlurmRecipe runs the Slurm recipe of docs/scale.md, as written there, on a
// single-node Slurm started here (munged, slurmctld, slurmd: Debian's slurm-wlm
// and munge, which .ci/run installs; it needs root): an array job of N = 3 tasks,
// each one shard, then stats merge; its stats.json must be one courier stats -o
// json run byte for byte, over the shard test archive (byte ranges and a small
// file).
func TestSlurmRecipe(t *testing.T) {
	for _, p := range []string{"munged", "slurmctld", "slurmd", "sbatch", "sinfo"} {
		if _, err := exec.LookPath(p); err != nil {
			t.Skipf("%s is not installed (Debian packages slurmctld, slurmd, slurm-client, munge; .ci/run installs them): the Slurm recipe of docs/scale.md is not run", p)
		}
	}
	if os.Geteuid() != 0 {
		t.Skip("starting slurmd needs root (CI runs as root): the Slurm recipe of docs/scale.md is not run")
	}
	if testing.Short() {
		t.Skip("starts a Slurm cluster of one node")
	}
	bin := buildCourier(t)
	conf := startSlurm(t)
	work := t.TempDir()
	var inputs []string
	for _, in := range shardArchive(t, t.TempDir()) {
		if !strings.HasSuffix(in, ".gz") { // read as text here: an error, exit status 3
			inputs = append(inputs, in)
		}
	}
	script := recipe(t, "slurm")
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"ARCHIVE="+strings.Join(inputs, " "), "N=3", "SLURM_CONF="+conf)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the Slurm recipe failed: %v\n%s", err, stderr.String())
	}
	parts, _ := filepath.Glob(filepath.Join(work, "part-*.json"))
	if len(parts) != 3 {
		t.Errorf("%d parts, want 3", len(parts))
	}
	got, err := os.ReadFile(filepath.Join(work, "stats.json"))
	if err != nil {
		t.Fatal(err)
	}
	_, want, _ := run(t, bin, append([]string{"stats", "-o", "json"}, inputs...)...)
	if !bytes.Equal(got, want) || len(want) < 100 {
		t.Errorf("the Slurm recipe's stats.json differs from one run:\n%.600s\nwant:\n%.600s", got, want)
	}
}
