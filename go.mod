module github.com/gamecourier/courier

go 1.26
